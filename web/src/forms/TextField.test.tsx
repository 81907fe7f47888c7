import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setLanguage } from "../i18n";
import { TextField } from "./TextField";
import { installZodMessages } from "./zodMessages";

installZodMessages();

const schema = z.object({
  name: z.string().trim().min(1).max(20),
  email: z.string().email(),
  site: z.string().url(),
  code: z.string().min(3),
});

function Form({ children }: { children: ReactNode }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "x", site: "y", code: "ab" },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        {children}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("generic input rules (rules-calls-errors-spec §5)", () => {
  it("shows localised messages for required, email, url and length", async () => {
    render(
      <Form>
        <TextField name="name" label="Name" maxLength={20} />
        <TextField name="email" label="Email" />
        <TextField name="site" label="Site" />
        <TextField name="code" label="Code" />
      </Form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Field is required")).toBeTruthy();
    expect(screen.getByText("Enter a valid email")).toBeTruthy();
    expect(screen.getByText("Enter a valid link")).toBeTruthy();
    expect(screen.getByText("At least 3 characters")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("counts the characters left in a max-length input", async () => {
    render(
      <Form>
        <TextField name="name" label="Name" maxLength={20} />
      </Form>,
    );
    expect(screen.getByText("20 characters left")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name"), "Anna");
    expect(screen.getByText("16 characters left")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("maxLength")).toBe("20");
  });

  it("speaks the interface language", async () => {
    await setLanguage("ua");
    render(
      <Form>
        <TextField name="name" label="Name" />
      </Form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Поле обов'язкове для заповнення")).toBeTruthy();
  });
});
