import { describe, expect, it } from 'vitest';
import { answerWithNewest } from './newest-validation';

/** A validation whose answers the test gives, in any order. */
function heldValidation() {
  const pending: { values: string; answer: (errors: Record<string, string>) => void }[] = [];
  const validate = (values: { name: string }) =>
    new Promise<Record<string, string>>((resolve) => pending.push({ values: values.name, answer: resolve }));
  return { validate, pending };
}

describe('answerWithNewest', () => {
  it('answers an overtaken validation with the newest one’s errors, whichever finishes first', async () => {
    const held = heldValidation();
    const validate = answerWithNewest(held.validate);
    const older = validate({ name: '' });
    const newer = validate({ name: 'Sara' });
    held.pending[0]!.answer({ name: 'Name is required' });
    held.pending[1]!.answer({});
    await expect(older).resolves.toEqual({});
    await expect(newer).resolves.toEqual({});

    const third = validate({ name: 'x' });
    const fourth = validate({ name: '' });
    held.pending[3]!.answer({ name: 'Name is required' });
    held.pending[2]!.answer({});
    await expect(third).resolves.toEqual({ name: 'Name is required' });
    await expect(fourth).resolves.toEqual({ name: 'Name is required' });
  });

  it('keeps a lone validation’s own answer, and each form’s answers apart', async () => {
    const first = heldValidation();
    const second = heldValidation();
    const one = answerWithNewest(first.validate)({ name: '' });
    const other = answerWithNewest(second.validate)({ name: 'Sara' });
    second.pending[0]!.answer({});
    first.pending[0]!.answer({ name: 'Name is required' });
    await expect(one).resolves.toEqual({ name: 'Name is required' });
    await expect(other).resolves.toEqual({});
  });
});
