/**
 * The notification sound: two short sine tones made with the Web Audio API (no audio file). A
 * browser that refuses audio before the user has interacted with the page (autoplay policy) or
 * has no Web Audio at all simply stays silent.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function tones(audio: AudioContext): void {
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.14;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.13);
  });
}

/** A sound that could not start within this time is dropped (it would no longer match its popup). */
const resumeWindowMs = 1000;

function play(): void {
  try {
    const Audio = audioContextClass();
    if (!Audio) return;
    context ??= new Audio();
    const audio = context;
    if (audio.state === "running") return tones(audio);
    const asked = Date.now();
    audio.resume().then(
      () => {
        if (audio.state === "running" && Date.now() - asked < resumeWindowMs) tones(audio);
      },
      () => undefined,
    );
  } catch {
    /* no audio: silent */
  }
}

/** An object, so tests can watch `play`. */
export const notificationSound = {
  play,
  /** Tests: forget the audio context. */
  reset: () => {
    context = undefined;
  },
};
