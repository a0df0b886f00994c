/** Host of the login, bind and register dialogs (being built in components/auth). */
export function AuthDialogs() {
  return null;
}
