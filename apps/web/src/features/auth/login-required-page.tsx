import { openLoginModal } from './login-modal-store.ts';

/**
 * What an account page shows a visitor: its title, why a login is needed, and the button that opens the
 * login popup (after which the page renders for the customer).
 */
export function LoginRequiredPage(props: { className: string; title: string; text: string; button: string }) {
  return (
    <div className={`page ${props.className}`}>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <button type="button" className="btn btn--primary" onClick={() => openLoginModal()}>
        {props.button}
      </button>
    </div>
  );
}
