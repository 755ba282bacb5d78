/** MUI theme: SPEC §9 primary colour and breakpoints, German core texts (grid and picker texts live in their components). */
import { BREAKPOINTS, THEME_PRIMARY } from '@ausweis/shared/constants';
import { deDE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: { primary: { main: THEME_PRIMARY }, background: { default: '#f5f7fa' } },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  deDE,
);
