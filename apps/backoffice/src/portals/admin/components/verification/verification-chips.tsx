import type { DocumentState, ProviderVerification, VerificationStatus } from '@marketplace/contract';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { HueChip, type Hue } from '@marketplace/ui';
import { useRecordContext } from 'react-admin';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { useDocumentStateLabel, useProviderVerificationLabel, useVerificationStatusLabel } from './verification-labels';

// Verification states as chips in the design system's status swatches, always with their word
// (colour never carries the meaning alone). An expired verification stands out: its listings take
// no new orders until a current document is accepted.

const VERIFICATION_HUES: Readonly<Record<ProviderVerification, Hue>> = {
  verified: 'green',
  expired: 'red',
  unverified: 'grey',
};

const STATUS_HUES: Readonly<Record<VerificationStatus, Hue>> = {
  'not-submitted': 'grey',
  'in-review': 'blue',
  'changes-requested': 'orange',
  verified: 'green',
  expired: 'red',
};

const DOCUMENT_STATE_HUES: Readonly<Record<DocumentState, Hue>> = {
  missing: 'grey',
  submitted: 'blue',
  accepted: 'green',
  'changes-requested': 'orange',
  expired: 'red',
};

/** The icon takes the chip's text colour (MUI's default grey can fall below contrast on a tint). */
const iconInText = { '& .MuiChip-icon': { color: 'inherit' } } as const;

/** A business's verification: "Verified" with its mark, "Verification expired" in bold red, "Not verified". */
export function ProviderVerificationChip({ verification }: { readonly verification: ProviderVerification }) {
  const label = useProviderVerificationLabel();
  const expired = verification === 'expired';
  // A record from before issue 38 (an API not yet updated) has none: nothing to show.
  if (!(verification in VERIFICATION_HUES)) return null;
  return (
    <HueChip
      hue={VERIFICATION_HUES[verification]}
      label={label(verification)}
      icon={
        verification === 'verified' ? (
          <VerifiedOutlined aria-hidden />
        ) : expired ? (
          <ErrorOutlineOutlined aria-hidden />
        ) : undefined
      }
      sx={[iconInText, expired ? { fontWeight: 700 } : {}]}
    />
  );
}

/** The verification of the provider in the record context (a list's column). */
export function ProviderVerificationField() {
  const verification = useRecordContext<ProviderRecord>()?.Verification;
  return verification ? <ProviderVerificationChip verification={verification} /> : null;
}

/** Where a business's documents stand for the admins: "In review", "Changes requested"… */
export function VerificationStatusChip({ status }: { readonly status: VerificationStatus }) {
  const label = useVerificationStatusLabel();
  return <HueChip hue={STATUS_HUES[status]} label={label(status)} />;
}

/** One document's state: "Awaiting decision", "Accepted"… */
export function DocumentStateChip({ state }: { readonly state: DocumentState }) {
  const label = useDocumentStateLabel();
  return <HueChip hue={DOCUMENT_STATE_HUES[state]} label={label(state)} />;
}
