/** Texts of the mood meter (English; ru and ua must have exactly these keys). */
export const mood = {
  title: "How are you today?",
  hint: "Rate your mood from 1 to 10. Only counts per day and department are kept, never your name.",
  scale: "Your mood, 1 to 10",
  option: "{{rating}}: {{word}}",
  words: {
    awful: "awful",
    bad: "bad",
    soso: "so-so",
    good: "good",
    great: "great",
  },
  low: "Awful",
  high: "Great",
  submit: "Submit",
  later: "Later",
  thanks: "Thank you! Your mood for today is in.",
};
