import { PageHeader } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useT } from '@/lib/text';

/** /contact ('Contact Us'): how to reach the office, and a message form that reaches the admins' inbox. */
export function Component() {
  const t = useT();
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader title={t('contact.page.title')} subtitle={t('contact.page.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="contact-details-title">
          <CardContent>
            <Typography id="contact-details-title" variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
              {t('contact.office.title')}
            </Typography>
            <ContactDetails />
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="contact-form-title">
          <CardContent>
            <Typography id="contact-form-title" variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
              {t('contact.form.title')}
            </Typography>
            <ContactForm />
          </CardContent>
        </Card>
      </Box>
    </Container>
  );
}
