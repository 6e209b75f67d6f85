import { useState, type FormEvent } from 'react';

/** Problems by input field from a save; null when it saved. */
export type BotSaveProblems = Record<string, string> | null;

/**
 * A bot form's values and each field's problem, whichever its platform. The AppSecret is
 * write-only: the field empties once saved, and an empty one keeps the saved secret.
 */
export function useBotForm<Values extends { appSecret: string }, Input>(
  initial: Values,
  toInput: (values: Values) => Input,
  onSubmit: (input: Input) => Promise<BotSaveProblems>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await onSubmit(toInput(values));
    setErrors(problems ?? {});
    if (!problems) set('appSecret', '');
  };

  return { values, errors, set, submit };
}

/** The AppSecret as the input carries it: left out when blank, so that the saved one stays. */
export function secretInput(appSecret: string): { appSecret?: string } {
  const secret = appSecret.trim();
  return secret ? { appSecret: secret } : {};
}
