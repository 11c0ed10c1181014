import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { LISTING_IMPORT_MAX_CHARS, LISTING_IMPORT_MESSAGES, LISTING_IMPORT_TEMPLATE_CSV } from '@marketplace/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '@/i18n/text';

// Where the CSV comes from: a file of the provider's, or text pasted from a spreadsheet. Both end
// up as the one text the check and the import send, so what was checked is what is imported.

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(LISTING_IMPORT_TEMPLATE_CSV)}`;

/** FileReader rather than Blob.text(): the same in every browser the back office supports (and jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(file, 'utf-8');
  });
}

export interface CsvSourceProps {
  readonly csv: string;
  readonly onChange: (csv: string, fileName: string | null) => void;
  readonly onProblem: (message: string) => void;
  readonly disabled: boolean;
}

export function CsvSource({ csv, onChange, onProblem, disabled }: CsvSourceProps) {
  const t = useT();
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Characters are at most bytes in UTF-8, so a file this big is too long whatever it holds.
    if (file.size > LISTING_IMPORT_MAX_CHARS * 4) return onProblem(LISTING_IMPORT_MESSAGES.tooLong);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return onProblem(t('provider.import.source.readFailed'));
    }
    if (text.length > LISTING_IMPORT_MAX_CHARS) return onProblem(LISTING_IMPORT_MESSAGES.tooLong);
    setFileName(file.name);
    onChange(text, file.name);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={disabled}
        >
          {t('provider.import.source.choose')}
          <input id={inputId} type="file" accept=".csv,text/csv" hidden onChange={onFile} disabled={disabled} />
        </Button>
        <Button component="a" href={TEMPLATE_HREF} download="listings-template.csv" startIcon={<DownloadOutlined />}>
          {t('provider.import.source.template')}
        </Button>
      </Stack>
      {fileName && <Typography variant="body2">{t('provider.import.source.file', { name: fileName })}</Typography>}
      <TextField
        label={t('provider.import.source.paste')}
        value={csv}
        onChange={(event) => {
          setFileName(null);
          onChange(event.target.value, null);
        }}
        multiline
        minRows={4}
        maxRows={12}
        disabled={disabled}
        // The CSV's own direction (its header is English column names), whatever the page's.
        slotProps={{ htmlInput: { spellCheck: false, dir: 'auto', style: { fontFamily: 'monospace' } } }}
      />
    </Stack>
  );
}
