/** Texts of the profile screens (English; ru and ua must have exactly these keys). */
export const profile = {
  tabs: {
    main: "Main",
  },
  password: "Change password",
  oldPassword: "Old password",
  newPassword: "New password",
  confirm: "Repeat the new password",
  passwordChanged: "The password has been changed",
  status: "Status",
  fields: {
    login: "Login",
    email: "Email",
    phone: "Phone",
    department: "Department",
    position: "Position",
    city: "City",
  },
};
