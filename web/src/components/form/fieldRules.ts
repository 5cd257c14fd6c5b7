import { useMemo } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { type RuleSpec, validators } from '../../lib/validation.ts';

type Async = (value: unknown) => Promise<string | undefined>;

/** Spec §9: a field is validated once its value has been still this long (a burst of keystrokes is checked once). */
export const FORM_VALIDATION_DEBOUNCE_MS = 5;

/**
 * A final-form validator from spec §5 rules by name, in the screen's language, with an optional
 * async check run once the rules pass (uniqueness lookups). It answers after the §9 debounce; an
 * earlier call still waiting answers "valid" (final-form keeps only the latest), and a submit waits
 * for the answer.
 */
export function useRuleValidator(rules: readonly RuleSpec[], asyncCheck?: Async) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages follow the language.
  return useMemo(() => {
    const sync = validators(rules, t);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: ((message: string | undefined) => void) | undefined;
    return (value: unknown, values: object) => {
      const after = (message: string | undefined) => (message || !asyncCheck ? message : asyncCheck(value));
      clearTimeout(timer);
      pending?.(undefined);
      return new Promise<string | undefined>((resolve) => {
        pending = resolve;
        timer = setTimeout(() => {
          pending = undefined;
          // A promise while a rule's code is still loading (the phone rule), then the plain message.
          const message = sync(value, values as Record<string, unknown>);
          resolve(message instanceof Promise ? message.then(after) : after(message));
        }, FORM_VALIDATION_DEBOUNCE_MS);
      });
    };
  }, [rules, asyncCheck, t, i18n.language]);
}

/**
 * The message a field shows: its rule's once it was changed or a submit failed (not on a mere blur:
 * no layout jump), the server's after a submit until the field changes again.
 */
export function fieldMessage(meta: FieldRenderProps<string>['meta']): string | undefined {
  return (
    (meta.touched && (meta.modified || meta.submitFailed) && meta.error) ||
    (!meta.dirtySinceLastSubmit && meta.submitError) ||
    undefined
  );
}
