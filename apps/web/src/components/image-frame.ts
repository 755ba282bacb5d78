/** The frame of an image slot: its size and aspect ratio, red when refused, grey while empty. */
export const imageFrameSx = (width: number, height: number, invalid: boolean, shown: boolean) => ({
  width,
  maxWidth: '100%',
  aspectRatio: `${width} / ${height}`,
  border: 1,
  borderColor: invalid ? 'error.main' : 'divider',
  borderRadius: 1,
  bgcolor: shown ? '#fff' : 'grey.100',
  overflow: 'hidden',
});
