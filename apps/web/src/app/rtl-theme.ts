/**
 * Right to left for MUI (Arabic): the theme with direction 'rtl' and an emotion cache whose stylis plugin
 * mirrors left/right in every style. Loaded only when a right-to-left language is shown.
 */
import createCache from '@emotion/cache';
import { deDE } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { themeOptions } from './theme';

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export const rtlTheme = createTheme({ ...themeOptions, direction: 'rtl' }, deDE);
