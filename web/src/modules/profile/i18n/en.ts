/** Texts of the profile screens (English; ru and ua must have exactly these keys). */
export const profile = {
  tabs: {
    label: "Profile sections",
    main: "Main",
    contacts: "Contacts",
    subscribers: "Subscribers",
    notifications: "Notifications",
  },
  header: {
    followers: "Subscribers: {{number}}",
    showFollowers: "Show the subscribers",
  },
  actions: {
    label: "Actions",
    thank: "Thank",
    follow: "Follow",
    unfollow: "Unfollow",
    pin: "Pin in the address book",
    unpin: "Unpin from the address book",
  },
  loadError: "Could not load the profile",
  retry: "Try again",
  main: {
    empty: "No details yet",
    emptyOwn: "Add your position, department and other details with “Edit”.",
  },
  contacts: {
    empty: "No contacts",
  },
  subscribers: {
    empty: "No subscribers yet",
    emptyText: "People who follow this colleague will be listed here.",
    loadError: "Could not load the subscribers",
  },
  notifications: {
    title: "Notification channels",
    text: "Choose how you receive notifications: popups and sound, the notification center, email, Telegram, MS Teams or Slack.",
    open: "Notification settings",
  },
  password: "Change password",
  oldPassword: "Old password",
  newPassword: "New password",
  confirm: "Repeat the new password",
  passwordChanged: "The password has been changed",
  fields: {
    position: "Position",
    department: "Department",
    city: "City",
    office: "Office",
    organization: "Organization",
    workingSince: "Working since",
    birthDate: "Birthday",
    gender: "Gender",
    email: "Email",
    phone: "Phone",
    internalPhone: "Internal phone",
    telegram: "Telegram",
  },
  genders: {
    man: "Male",
    woman: "Female",
  },
};
