import { useContractText } from '@/i18n/text';

/**
 * A payout's description in the language on screen. The API writes it from the contract's words
 * ("Payout by bank transfer (rejected: …)", PAYOUT_DESCRIPTIONS); a bank's name, a reference or
 * an admin's reason inside it stays as written.
 */
export function PayoutDescription({ text }: { text: string }) {
  const contractText = useContractText();
  return <span dir="auto">{contractText(text)}</span>;
}
