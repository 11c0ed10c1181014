import type { FormikErrors } from 'formik';
import { useMemo } from 'react';

export type Validate<Values> = (values: Values) => Promise<FormikErrors<Values>>;

/**
 * Formik shows the answer of every validation it starts (one per keystroke and per field left),
 * each as it comes. While the form checks still download (lazy-validation.ts) several wait
 * together, and the answer for values typed over since then shows for a moment: "Password is
 * required", from the e-mail's last keystroke, once the filled password field is left by clicking
 * "Sign in". The message pushed the button down under the pointer between its press and release,
 * and the click was lost (seen in the browser tests under load, issue 31; on a slow phone the
 * same). Here every validation answers with the newest one's errors, so only errors of the values
 * on screen ever show.
 */
export function answerWithNewest<Values>(validate: Validate<Values>): Validate<Values> {
  let newest: Promise<FormikErrors<Values>> | null = null;
  return async (values) => {
    let waited = validate(values);
    newest = waited;
    let answer = await waited;
    while (newest !== waited) {
      waited = newest;
      answer = await waited;
    }
    return answer;
  };
}

/** answerWithNewest for one mounted form: another form's validations are not its answers. */
export function useNewestValidation<Values>(validate: Validate<Values>): Validate<Values> {
  return useMemo(() => answerWithNewest(validate), [validate]);
}
