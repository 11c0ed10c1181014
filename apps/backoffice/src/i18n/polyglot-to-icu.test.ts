import { describe, expect, it } from 'vitest';
import { flatMessages, polyglotToIcu } from './polyglot-to-icu';

describe('Polyglot messages as ICU', () => {
  it('turn %{name} into {name} and keep other braces literal', () => {
    expect(polyglotToIcu('Create %{item}')).toBe('Create {item}');
    expect(polyglotToIcu('a {b} %{c}')).toBe("a '{'b'}' {c}");
    expect(polyglotToIcu("You don't")).toBe("You don't");
  });

  it('turn "one |||| many" into a plural on smart_count', () => {
    expect(polyglotToIcu('1 item |||| %{smart_count} items')).toBe(
      '{smart_count, plural, one {1 item} other {{smart_count} items}}',
    );
  });

  it('flatten nested messages into dotted ids', () => {
    expect(flatMessages({ ra: { action: { add: 'Add' }, boolean: { true: 'Yes' } } })).toEqual({
      'ra.action.add': 'Add',
      'ra.boolean.true': 'Yes',
    });
  });
});
