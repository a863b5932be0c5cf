import { useState, type ReactElement } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import GlobalStyles from '@mui/material/GlobalStyles';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { dashboardTexts } from '../i18n/dashboard';

/** The height of the bar without the device's safe area. */
const BAR_HEIGHT = 64;

const MORE = '__more__';

const actionStyle = {
  minWidth: 0,
  maxWidth: 'none',
  minHeight: 44,
  px: 0.25,
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
    fontSize: '0.75rem',
    lineHeight: 1.3,
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '&.Mui-selected': { fontWeight: 700 },
  '&.Mui-focusVisible': {
    outline: (theme: Theme) => `3px solid ${alpha(theme.palette.primary.main, 0.7)}`,
    outlineOffset: -3,
    borderRadius: 2,
  },
} as const;

/**
 * A phone's bottom navigation: the role's most used tabs, then "More" with the rest in a menu.
 * The current tab is highlighted; when it is one of the rest, "More" is.
 */
export function PhoneTabBar<T extends string>({
  idPrefix,
  label,
  tabs,
  primary,
  icons,
  names,
  tab,
  onChange,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly T[];
  /** The tabs shown in the bar itself, in the bar's order. */
  primary: readonly T[];
  icons: Record<T, ReactElement>;
  names: Record<T, string>;
  tab: string;
  onChange: (tab: T) => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const rest = tabs.filter((value) => !primary.includes(value));
  const inBar = (primary as readonly string[]).includes(tab);
  const inMore = (rest as readonly string[]).includes(tab);
  const moreId = `${idPrefix}-nav-more`;
  const menuId = `${idPrefix}-more-menu`;

  const choose = (next: T) => {
    setMenuAnchor(null);
    onChange(next);
  };

  return (
    <>
      {/* The page keeps room under its end (the footer too) for the bar. */}
      <GlobalStyles styles={{ body: { paddingBottom: `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))` } }} />
      <Paper
        component="nav"
        aria-label={label}
        elevation={8}
        square
        data-testid={`${idPrefix}-bottom-nav`}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation showLabels value={inBar ? tab : inMore ? MORE : null} sx={{ height: BAR_HEIGHT }}>
          {primary.map((value) => (
            <BottomNavigationAction
              key={value}
              value={value}
              label={names[value]}
              icon={icons[value]}
              id={`${idPrefix}-nav-${value}`}
              data-testid={`${idPrefix}-nav-${value}`}
              aria-current={value === tab ? 'page' : undefined}
              onClick={() => choose(value)}
              sx={actionStyle}
            />
          ))}
          {rest.length > 0 && (
            <BottomNavigationAction
              value={MORE}
              label={dashboardTexts.moreTabs}
              icon={<MoreHoriz />}
              id={moreId}
              data-testid={moreId}
              aria-label={inMore ? `${dashboardTexts.moreTabsLabel}: ${names[tab as T]}` : dashboardTexts.moreTabsLabel}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? 'true' : 'false'}
              aria-controls={menuAnchor ? menuId : undefined}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={actionStyle}
            />
          )}
        </BottomNavigation>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{ list: { 'aria-labelledby': moreId, dense: false } }}
        >
          {rest.map((value) => (
            <MenuItem
              key={value}
              selected={value === tab}
              aria-current={value === tab ? 'page' : undefined}
              data-testid={`${idPrefix}-more-${value}`}
              onClick={() => choose(value)}
              sx={{ minHeight: 48, minWidth: 200 }}
            >
              <ListItemIcon>{icons[value]}</ListItemIcon>
              <ListItemText>{names[value]}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </Paper>
    </>
  );
}
