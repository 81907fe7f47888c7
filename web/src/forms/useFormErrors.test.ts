import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFormErrors, type FieldErrors } from "./useFormErrors";

interface Draft {
  name: string;
  city: string;
}

const validate = (draft: Draft): FieldErrors<keyof Draft> => (draft.name ? {} : { name: "common.empty_fields" });

function setup(initial: Draft) {
  return renderHook(({ draft }) => useFormErrors(draft, validate), { initialProps: { draft: initial } });
}

describe("useFormErrors: one validation pattern for the forms (issue 31 item 8)", () => {
  it("says nothing before the first submit, then follows every change", () => {
    const form = setup({ name: "", city: "" });
    expect(form.result.current.errors).toEqual({});
    let passed = true;
    act(() => void (passed = form.result.current.check()));
    expect(passed).toBe(false);
    expect(form.result.current).toMatchObject({ errors: { name: "common.empty_fields" }, invalid: true });
    form.rerender({ draft: { name: "Anna", city: "" } });
    expect(form.result.current).toMatchObject({ errors: {}, invalid: false });
    form.rerender({ draft: { name: "", city: "" } });
    expect(form.result.current.errors).toEqual({ name: "common.empty_fields" });
    act(() => form.result.current.reset());
    expect(form.result.current.errors).toEqual({});
  });

  it("keeps the API's message at its field until that field changes", () => {
    const form = setup({ name: "Anna", city: "Londonderry" });
    act(() => void form.result.current.check());
    let placed = false;
    act(() => void (placed = form.result.current.refuse({ city: "vacancies.too_long" })));
    expect(placed).toBe(true);
    expect(form.result.current.errors).toEqual({ city: "vacancies.too_long" });
    form.rerender({ draft: { name: "Ann", city: "Londonderry" } });
    expect(form.result.current.errors).toEqual({ city: "vacancies.too_long" });
    form.rerender({ draft: { name: "Ann", city: "Derry" } });
    expect(form.result.current.errors).toEqual({});
    expect(form.result.current.refuse({})).toBe(false);
  });

  it("finds a field inside a list by its dotted path", () => {
    const form = renderHook(({ draft }) => useFormErrors(draft, () => ({})), {
      initialProps: { draft: { questions: [{ text: "Why?" }] } },
    });
    act(() => void form.result.current.refuse({ "questions.0.text": "polls.question_text_required" }));
    form.rerender({ draft: { questions: [{ text: "Why?" }] } });
    expect(form.result.current.errors).toEqual({ "questions.0.text": "polls.question_text_required" });
    form.rerender({ draft: { questions: [{ text: "Why not?" }] } });
    expect(form.result.current.errors).toEqual({});
  });
});
