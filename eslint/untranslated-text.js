// `project/untranslated-text`: a text a person reads must come from the message catalogs (issue
// 33), so that every page can be read in English and in Arabic. It reports, in the apps' and the
// design system's sources:
// - JSX text with a letter in it (`<Button>Save</Button>`);
// - a string with a letter given to a prop that is read or heard (`label="Email"`, `aria-label`);
// - any other string or template that reads as words of a sentence ("Order placed", "Try again.").
// Ids (`t('cart.title')`), class names, paths, keys and messages of thrown errors pass. A string
// that is not user-visible and still looks like words takes an eslint-disable with its reason.

/** Props whose value is shown or spoken. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'label',
  'placeholder',
  'helperText',
  'description',
  'primary',
  'secondary',
  'noun',
  'heading',
  'subheader',
  'tooltip',
  'emptyText',
  'message',
]);

const HAS_LETTER = /\p{L}/u;
/** Two or more words, the first capitalised: "Order placed", "Try again.", "Showing 1 to 10". */
const SENTENCE = /^[A-Z][a-z']*(?:[ ,:;-]+[\p{L}\d'’&()]+)+[.!?…:]?$/u;

/** Calls whose string arguments are for developers, not for readers. */
const DEVELOPER_CALLS = /^(Error|TypeError|RangeError|console\.\w+|describe|it|test|expect)$/;

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.property.type === 'Identifier')
    return `${node.object.name}.${node.property.name}`;
  return '';
}

/** A string that is an import path, an object key, a type, or an argument of a developer's call. */
function isExempt(node) {
  const parent = node.parent;
  if (!parent) return true;
  if (
    parent.type === 'ImportDeclaration' ||
    parent.type === 'ExportNamedDeclaration' ||
    parent.type === 'ExportAllDeclaration' ||
    parent.type === 'ImportExpression' ||
    parent.type === 'TSLiteralType' ||
    parent.type === 'TSImportType' ||
    parent.type === 'TSExternalModuleReference'
  )
    return true;
  if (parent.type === 'Property' && parent.key === node && !parent.computed) return true;
  if (
    (parent.type === 'CallExpression' || parent.type === 'NewExpression') &&
    DEVELOPER_CALLS.test(calleeName(parent.callee))
  )
    return true;
  // Checked as an attribute, by the attribute's name.
  if (parent.type === 'JSXAttribute') return true;
  if (parent.type === 'JSXExpressionContainer' && parent.parent?.type === 'JSXAttribute') return true;
  return false;
}

export const untranslatedText = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      text: 'Text "{{text}}" is not from the message catalogs: add it to locales/<locale>.json (both languages) and use t().',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && HAS_LETTER.test(value.value))
          report(value, value.value);
        if (value.type === 'JSXExpressionContainer') {
          const inner = value.expression;
          if (inner.type === 'Literal' && typeof inner.value === 'string' && HAS_LETTER.test(inner.value))
            report(inner, inner.value);
          if (inner.type === 'TemplateLiteral' && inner.quasis.some((q) => HAS_LETTER.test(q.value.cooked ?? '')))
            report(inner, inner.quasis.map((q) => q.value.cooked).join('…'));
        }
      },
      Literal(node) {
        if (typeof node.value !== 'string' || isExempt(node)) return;
        if (SENTENCE.test(node.value.trim())) report(node, node.value);
      },
      TemplateLiteral(node) {
        if (isExempt(node) || node.parent?.type === 'TaggedTemplateExpression') return;
        const words = node.quasis
          .map((q) => q.value.cooked ?? '')
          .join(' 1 ')
          .trim();
        if (SENTENCE.test(words)) report(node, words);
      },
    };
  },
};
