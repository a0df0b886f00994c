import { Grid } from 'antd';

/** Below tablet width (768 px, antd's md) dialogs take the whole screen. */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
}

/** Shared Modal settings: only the close icon closes a dialog (spec section 2); full screen on phones. */
export function dialogProps(isPhone: boolean) {
  return {
    mask: { closable: false },
    keyboard: false,
    centered: !isPhone,
    forceRender: true,
    width: isPhone ? '100%' : 440,
    style: isPhone ? { top: 0, maxWidth: '100vw', margin: 0, padding: 0 } : undefined,
    className: isPhone ? 'auth-dialog auth-dialog-phone' : 'auth-dialog',
    footer: null,
  } as const;
}
