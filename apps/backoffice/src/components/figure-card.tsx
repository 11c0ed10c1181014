import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One figure of a detail page's summary row ("Orders 12", "Total spent 84.500 BHD"); a row of them wraps. */
export function FigureCard({ label, value }: { readonly label: string; readonly value: string | number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
