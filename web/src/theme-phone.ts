import type { Theme, ThemeOptions } from '@mui/material/styles';

type Style = Record<string, unknown>;
type StyleOverride = Style | ((props: { theme: Theme }) => Style);

/** Below 600 px: the width of a phone. */
const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

const touchTarget = { minHeight: 44 };

/**
 * What changes on a phone, for every screen at once: dialogs fill the screen as sheets, and
 * buttons, icon buttons, tabs and toggles are at least 44 px tall so a finger finds them.
 */
const phoneStyles: Record<string, Record<string, Style>> = {
  MuiDialog: { paper: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 } },
  MuiButton: { root: touchTarget },
  MuiIconButton: { root: { minWidth: 44, minHeight: 44 } },
  MuiToggleButton: { root: touchTarget },
  MuiTab: { root: touchTarget },
};

/** A slot's style with the phone's rules added, keeping whatever the options already said for the slot. */
function withPhoneStyle(base: StyleOverride | undefined, phone: Style): StyleOverride {
  return (props: { theme: Theme }) => ({
    ...(typeof base === 'function' ? base(props) : base),
    [onPhone(props.theme)]: phone,
  });
}

/** The theme options with the phone layout added to them. */
export function withPhoneLayout<T extends ThemeOptions>(options: T): T {
  const components: Record<string, { styleOverrides?: Record<string, StyleOverride> }> = { ...(options.components as object) };
  for (const [name, slots] of Object.entries(phoneStyles)) {
    const styleOverrides = { ...components[name]?.styleOverrides };
    for (const [slot, phone] of Object.entries(slots)) styleOverrides[slot] = withPhoneStyle(styleOverrides[slot], phone);
    components[name] = { ...components[name], styleOverrides };
  }
  return { ...options, components };
}
