"use client";

import { CheckCircle2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { trackEvent } from "@/lib/analytics";
import {
  demoFormErrors,
  type DemoFormErrorKey,
  type DemoFormField,
  type DemoFormValues,
} from "@/lib/validation/demo-form-rules";
import { FIELD_CLASSES, Field, FieldError, errorId, inputId } from "./demo-form-fields";

export type DemoFormTexts = Record<
  | "fullName"
  | "workEmail"
  | "companyName"
  | "role"
  | "rolePlaceholder"
  | "phone"
  | "optional"
  | "agreement"
  | "privacyLink"
  | "honeypot"
  | "submit"
  | "submitting"
  | "submitError"
  | "thanksTitle"
  | "thanksText"
  | "thanksLink"
  | "thanksToast",
  string
>;

type Props = {
  texts: DemoFormTexts;
  errorTexts: Record<DemoFormErrorKey, string>;
  roles: { value: string; label: string }[];
  developerUrl: string;
};

type Phase = "editing" | "submitting" | "submitted" | "failed";

const EMPTY: DemoFormValues = {
  fullName: "",
  workEmail: "",
  companyName: "",
  role: "",
  phone: "",
  agreedToSubscribe: false,
};

/** The demo request form and its thank-you screen (spec §2, §4 "Demo form", §5). */
export function DemoForm({ texts, errorTexts, roles, developerUrl }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<DemoFormField, DemoFormErrorKey>>>({});
  const [phase, setPhase] = useState<Phase>("editing");
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  function change<K extends keyof DemoFormValues>(field: K, value: DemoFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error clears as soon as its field is edited (spec §5).
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as DemoFormField];
      return rest;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = demoFormErrors(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`#${inputId(firstInvalid)}`)?.focus();
      return;
    }
    setPhase("submitting");
    const website = new FormData(event.currentTarget).get("website");
    trackEvent({ name: "demo_form_submit", properties: { role: values.role } });
    try {
      const response = await fetch("/api/demo_request", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...values, website }),
      });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      setPhase("submitted");
      toast.success(texts.thanksToast);
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch {
      setPhase("failed");
    }
  }

  if (phase === "submitted") {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
          {texts.thanksTitle}
        </h3>
        <p className="max-w-md text-slate-600">{texts.thanksText}</p>
        <a
          href={developerUrl}
          target="_blank"
          rel="noopener"
          className="font-medium text-slate-900 underline underline-offset-4"
        >
          {texts.thanksLink}
        </a>
      </div>
    );
  }

  const message = (field: DemoFormField) => (errors[field] ? errorTexts[errors[field]] : undefined);
  const describe = (field: DemoFormField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });
  const busy = phase === "submitting";

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <Field name="fullName" label={texts.fullName} error={message("fullName")}>
        <input
          id={inputId("fullName")}
          autoComplete="name"
          value={values.fullName}
          onChange={(event) => change("fullName", event.target.value)}
          className={FIELD_CLASSES}
          {...describe("fullName")}
        />
      </Field>
      <Field name="workEmail" label={texts.workEmail} error={message("workEmail")}>
        <input
          id={inputId("workEmail")}
          type="email"
          autoComplete="email"
          value={values.workEmail}
          onChange={(event) => change("workEmail", event.target.value)}
          className={FIELD_CLASSES}
          {...describe("workEmail")}
        />
      </Field>
      <Field name="companyName" label={texts.companyName} error={message("companyName")}>
        <input
          id={inputId("companyName")}
          autoComplete="organization"
          value={values.companyName}
          onChange={(event) => change("companyName", event.target.value)}
          className={FIELD_CLASSES}
          {...describe("companyName")}
        />
      </Field>
      <Field name="role" label={texts.role} error={message("role")}>
        <select
          id={inputId("role")}
          value={values.role}
          onChange={(event) => change("role", event.target.value)}
          className={FIELD_CLASSES}
          {...describe("role")}
        >
          <option value="">{texts.rolePlaceholder}</option>
          {roles.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="phone" label={texts.phone} hint={texts.optional}>
        <input
          id={inputId("phone")}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => change("phone", event.target.value)}
          className={FIELD_CLASSES}
        />
      </Field>
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="demo-website">{texts.honeypot}</label>
        <input id="demo-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={inputId("agreedToSubscribe")}
            type="checkbox"
            checked={values.agreedToSubscribe}
            onChange={(event) => change("agreedToSubscribe", event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand"
            {...describe("agreedToSubscribe")}
          />
          <label htmlFor={inputId("agreedToSubscribe")} className="text-sm text-slate-700">
            {texts.agreement}{" "}
            <a
              href="/aviso-de-privacidad"
              className="font-medium text-slate-900 underline underline-offset-2"
            >
              {texts.privacyLink}
            </a>
            .
          </label>
        </div>
        <FieldError field="agreedToSubscribe" message={message("agreedToSubscribe")} />
      </div>
      {phase === "failed" && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
        >
          {texts.submitError}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand px-6 text-base font-semibold text-brand-foreground shadow-sm transition-colors hover:bg-brand-hover hover:text-brand-hover-foreground focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 sm:col-span-2"
      >
        {busy ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
