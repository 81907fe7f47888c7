import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationSound } from "./sound";

/** A Web Audio stand-in that records started oscillators. */
function fakeAudio(state: "running" | "suspended", resume: () => Promise<void>) {
  const started: number[] = [];
  const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = () => resume().then(() => void (this.state = "running"));
    createGain = () => ({ gain: param, connect: (next: unknown) => next });
    createOscillator = () => ({
      type: "",
      frequency: param,
      connect: (next: unknown) => next,
      start: (at: number) => started.push(at),
      stop: vi.fn(),
    });
  }
  vi.stubGlobal("AudioContext", FakeAudioContext);
  return started;
}

describe("notification sound (Web Audio, no file)", () => {
  afterEach(() => notificationSound.reset());

  it("plays two short tones", () => {
    const started = fakeAudio("running", () => Promise.resolve());
    notificationSound.play();
    expect(started).toHaveLength(2);
  });

  it("stays silent when the browser refuses audio before any interaction", async () => {
    const started = fakeAudio("suspended", () => Promise.reject(new Error("NotAllowedError")));
    expect(() => notificationSound.play()).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toHaveLength(0);
  });

  it("plays once the audio context could be resumed", async () => {
    const started = fakeAudio("suspended", () => Promise.resolve());
    notificationSound.play();
    await vi.waitFor(() => expect(started).toHaveLength(2));
  });

  it("does nothing without Web Audio", () => {
    vi.stubGlobal("AudioContext", undefined);
    expect(() => notificationSound.play()).not.toThrow();
  });
});
