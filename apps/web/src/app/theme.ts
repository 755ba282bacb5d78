/** MUI theme: docs/product.md#limits primary colour and breakpoints, German core texts (grid and picker texts live in their components). */
import { BREAKPOINTS, THEME_PRIMARY } from '@ausweis/shared/constants';
import { deDE } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

export const themeOptions: ThemeOptions = {
  // Warning, info and error darker than MUI's defaults: white text on them needs 4.5:1 (WCAG 1.4.3; axe
  // found the filled 'Neu' and 'TEST-AUSWEIS' chips at 3:1), and so does red text on a hovered red
  // button's tint (axe found 'Löschen' at 4.38:1).
  palette: {
    primary: { main: THEME_PRIMARY },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    background: { default: '#f5f7fa' },
  },
  breakpoints: { values: BREAKPOINTS },
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A disabled field's hint often says why it is locked: it stays readable (WCAG 1.4.3, 4.5:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
};

export const theme = createTheme(themeOptions, deDE);
