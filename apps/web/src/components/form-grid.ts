/** The layout of a form's fields: one column on phones, two side by side from sm up. */
export const TWO_COLUMN_FIELDS = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  rowGap: 2.5,
} as const;
