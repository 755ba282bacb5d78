/**
 * The framed box of a tickable choice on the order page (card type, consent): a large touch target
 * whose frame shows the state (ticked, wrong, neither).
 */
export const choiceBoxSx = ({
  checked,
  error,
  clickable,
}: {
  checked: boolean;
  error: boolean;
  clickable: boolean;
}) =>
  ({
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    p: 1.5,
    border: 2,
    borderRadius: 2,
    borderColor: error ? 'error.main' : checked ? 'primary.main' : 'divider',
    bgcolor: checked ? 'rgba(2, 69, 137, 0.04)' : 'background.paper',
    cursor: clickable ? 'pointer' : 'default',
  }) as const;
