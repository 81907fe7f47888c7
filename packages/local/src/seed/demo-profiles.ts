import type { UpdateUserBody } from "@intranet/contracts";

/**
 * The demo profiles' "extra" and "social networks" tabs, so a profile opened on first start is a
 * person, not a form. Keyed by login; everyone else keeps those tabs empty (their empty states
 * are part of the demo too).
 */
export const demoProfileDetails: Record<string, UpdateUserBody> = {
  "demo-admin": {
    about: "I look after our people: hiring, onboarding, vacations and the HR system.",
    education: "MA Human Resource Management, King's College London",
    hobbies: "Sailing, choir",
    skills: ["Recruiting", "Labour law", "Onboarding"],
    socialLinks: { linkedin: "https://www.linkedin.com/in/alice-morgan-demo" },
  },
  "ben.carter": {
    about: "Founder. Ask me about the roadmap and the coffee machine.",
    education: "MBA, London Business School",
    hobbies: "Marathons",
    skills: ["Strategy", "Fundraising"],
    socialLinks: { linkedin: "https://www.linkedin.com/in/ben-carter-demo", x: "https://x.com/bencarter_demo" },
  },
  "frank.green": {
    about: "Runs engineering. Happy to pair on anything that touches the data model.",
    education: "MEng Computer Science, University of Manchester",
    hobbies: "Cycling, homebrewing",
    skills: ["Architecture", "AWS", "TypeScript", "Mentoring"],
    socialLinks: {
      github: "https://github.com/frank-green-demo",
      linkedin: "https://www.linkedin.com/in/frank-green-demo",
    },
  },
  "grace.hill": {
    about: "Front-end and accessibility. I sit by the window in Piccadilly Place.",
    education: "BSc Software Engineering, University of Leeds",
    hobbies: "Bouldering, sketching",
    skills: ["React", "Accessibility", "Design systems"],
    socialLinks: { github: "https://github.com/grace-hill-demo", website: "https://gracehill.example.com" },
  },
  "chloe.davis": {
    about: "Sales lead for the UK and the Nordics.",
    skills: ["Negotiation", "CRM", "Public speaking"],
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/chloe-davis-demo",
      instagram: "https://www.instagram.com/chloe.davis.demo",
    },
  },
  "mia.nash": {
    about: "Brand, illustrations and everything on the office walls.",
    hobbies: "Printmaking",
    skills: ["Figma", "Illustration", "Brand"],
    socialLinks: { website: "https://mianash.example.com", instagram: "https://www.instagram.com/mia.nash.demo" },
  },
};

/** The demo's HR officer (the role `hr`): she keeps personnel records besides the accounts. */
export const demoHrOfficer = "kate.lewis";

/** Vacation days left, part of everyone's HR data (seen by the person, admins and the HR officer). */
export const demoVacationDays = (index: number) => 14 + ((index * 5) % 15);
