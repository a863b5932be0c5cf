import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Explore from '@mui/icons-material/Explore';
import { PhoneTabBar } from './PhoneTabBar';

/** The words of a dashboard's tab bar. */
export interface DashboardTabTexts<T extends string> {
  label: string;
  names: Record<T, string>;
  keyboardHint: string;
  notFound: string;
  notFoundText: string;
  backToDashboard: string;
}

/** 'Tab not found', with the way back to the dashboard tab. */
export function TabNotFound({ texts, onBack }: { texts: Pick<DashboardTabTexts<string>, 'notFound' | 'notFoundText' | 'backToDashboard'>; onBack: () => void }) {
  return (
    <Paper elevation={2} sx={{ p: 4, textAlign: 'center' }} data-testid="tab-not-found">
      <Explore aria-hidden color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {texts.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {texts.notFoundText}
      </Typography>
      <Button variant="contained" onClick={onBack}>
        {texts.backToDashboard}
      </Button>
    </Paper>
  );
}

/** The tabs a phone's bottom navigation shows when a role names none: all of them when they fit, else the first four. */
function defaultPhoneTabs<T extends string>(tabs: readonly T[]): readonly T[] {
  return tabs.length <= 5 ? tabs : tabs.slice(0, 4);
}

/**
 * A role's tab bar and the panel under it. `tab` may be a name no tab has (an old stored one): no
 * tab is selected then, and the panel shows what `children` make of it. Below 600 px the tab bar
 * becomes a bottom navigation with `phoneTabs` (the role's most used ones) and "More" for the rest.
 */
export function DashboardTabs<T extends string>({
  idPrefix,
  tabs,
  icons,
  texts,
  phoneTabs = defaultPhoneTabs(tabs),
  tab,
  isKnown,
  onChange,
  children,
}: {
  idPrefix: string;
  tabs: readonly T[];
  phoneTabs?: readonly T[];
  icons: Record<T, ReactElement>;
  texts: DashboardTabTexts<T>;
  tab: string;
  isKnown: (tab: string) => tab is T;
  onChange: (tab: T) => void;
  children: ReactNode;
}) {
  // Every tab fits on a wide screen; narrower ones scroll the tab bar with arrows.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const panelLabelledBy = phone ? undefined : isKnown(tab) ? `${idPrefix}-tab-${tab}` : undefined;
  return (
    <>
      {!phone && (
        <>
          <Paper component="nav" aria-label={texts.label} elevation={3} sx={{ mb: 3, px: 0.5 }}>
            <Tabs
              value={isKnown(tab) ? tab : false}
              onChange={(_, next: T) => onChange(next)}
              variant="scrollable"
              scrollButtons={narrow ? 'auto' : false}
              allowScrollButtonsMobile
              aria-label={texts.label}
            >
              {tabs.map((value) => (
                <Tab
                  key={value}
                  value={value}
                  label={texts.names[value]}
                  icon={icons[value]}
                  iconPosition="start"
                  id={`${idPrefix}-tab-${value}`}
                  aria-controls={`${idPrefix}-tab-panel`}
                  data-testid={`${idPrefix}-tab-${value}`}
                  sx={{ minHeight: 56, minWidth: 0, px: 1.25, fontSize: '0.875rem', '& .MuiTab-icon': { mr: 0.75, fontSize: 20 } }}
                />
              ))}
            </Tabs>
          </Paper>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: -2, mb: 2, px: 1 }}>
            {texts.keyboardHint}
          </Typography>
        </>
      )}
      <Box role={phone ? undefined : 'tabpanel'} id={`${idPrefix}-tab-panel`} aria-labelledby={panelLabelledBy} data-tab={tab} sx={phone ? { pt: 1 } : undefined}>
        {children}
      </Box>
      {phone && (
        <PhoneTabBar idPrefix={idPrefix} label={texts.label} tabs={tabs} primary={phoneTabs} icons={icons} names={texts.names} tab={tab} onChange={onChange} />
      )}
    </>
  );
}
