import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/bp/Button";
import { TextField, type TextFieldProps } from "./TextField";

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "rightElement">) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggleLabel = t(shown ? "auth.login.hidePassword" : "auth.login.showPassword");
  return (
    <TextField
      leftIcon="lock"
      autoComplete="current-password"
      {...props}
      type={shown ? "text" : "password"}
      rightElement={
        <Button
          minimal
          icon={shown ? "eye-off" : "eye-open"}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        />
      }
    />
  );
}
