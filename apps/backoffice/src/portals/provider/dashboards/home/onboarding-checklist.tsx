import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { useBasename } from 'react-admin';
import { listPath } from '@/components/list-links';
import { useT } from '@/i18n/text';
import type { OnboardingStep } from './onboarding';

/** Until every step is done: what is left, each step a link to where it is done. */
export function OnboardingChecklist({ steps }: { steps: readonly OnboardingStep[] }) {
  const t = useT();
  const basename = useBasename();
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const href = (step: OnboardingStep) =>
    'path' in step.to
      ? step.to.path
      : step.to.create
        ? `${listPath(basename, step.to.resource)}/create`
        : listPath(basename, step.to.resource);

  return (
    <Card component="section" aria-label={t('provider.home.onboarding.title')}>
      <CardHeader
        title={t('provider.home.onboarding.title')}
        subheader={t('provider.home.onboarding.progress', { done, total: steps.length })}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label={t('provider.home.onboarding.progressLabel')}
          sx={{ marginBlockEnd: 1 }}
        />
        <List disablePadding>
          {/* Each link in its own <li>: a <ul> holding the links directly is not a list to a screen reader. */}
          {steps.map((step) => (
            <ListItem key={step.key} disablePadding>
              <ListItemButton component={Link} to={href(step)}>
                <ListItemIcon>
                  {step.done ? (
                    <CheckCircle color="success" titleAccess={t('provider.home.onboarding.done')} />
                  ) : (
                    <RadioButtonUnchecked titleAccess={t('provider.home.onboarding.toDo')} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(step.label)}
                  secondary={t(step.hint)}
                  sx={step.done ? { '& .MuiListItemText-primary': { textDecoration: 'line-through' } } : undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
