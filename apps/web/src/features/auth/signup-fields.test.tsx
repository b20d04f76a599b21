// The sign-up form kept across checkout (issue 35 item 3): what is kept in the tab's session storage
// never includes the password, and the form seen again after /payment is filled but for the password.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../i18n';
import { AuthForm } from './components/auth-form';
import { useAuthForm } from './hooks/use-auth-form';
import { forgetSignupFields, keepSignupFields, keptSignupFields } from './signup-fields';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
  return store;
}

const typed = {
  name: 'Léa Premium',
  age: '31',
  gender: 'femme',
  location: 'Nantes, France',
  place_id: 2990969,
  email: 'lea.premium@example.com',
  password: 'Une phrase de passe solide 42',
  accepted_terms: true,
};

const form = (mode: 'signup' | 'login') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthForm mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The values the form starts with (its inputs are uncontrolled: server markup carries none). */
function startingValues(mode: 'signup' | 'login') {
  function Probe() {
    return <pre>{JSON.stringify(useAuthForm(mode).form.getValues())}</pre>;
  }
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replaceAll('&quot;', '"')) as Record<string, unknown>;
}

describe('sign-up fields kept across checkout', () => {
  it('keeps everything but the password, in session storage only', () => {
    const store = stubSessionStorage();
    keepSignupFields(typed);
    const raw = [...store.values()].join('');
    expect(raw).not.toContain('password');
    expect(raw).not.toContain(typed.password);
    const { password: _password, ...kept } = typed;
    expect(keptSignupFields()).toEqual(kept);
    forgetSignupFields();
    expect(keptSignupFields()).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    const store = stubSessionStorage();
    store.set('affinia.signup-fields', '{"name": 42, "password": "volé", "place_id": "1"}');
    expect(keptSignupFields()).toMatchObject({ name: '', place_id: null, accepted_terms: false });
    expect(keptSignupFields()).not.toHaveProperty('password');
    store.set('affinia.signup-fields', 'pas du JSON');
    expect(keptSignupFields()).toBeNull();
  });

  it('fills the sign-up form again on return, the password empty, and says so', async () => {
    await loadNamespaces(['auth', 'common', 'errors']);
    stubSessionStorage();
    keepSignupFields(typed);
    const { password: _password, ...kept } = typed;
    expect(startingValues('signup')).toEqual({ ...kept, password: '' });
    expect(form('signup')).toContain('Saisissez à nouveau votre mot de passe');
    // Sign-in is not sign-up: it starts empty.
    expect(startingValues('login')).toMatchObject({ name: '', email: '', password: '' });
  });

  it('leaves an empty form when nothing was kept', async () => {
    await loadNamespaces(['auth', 'common', 'errors']);
    stubSessionStorage();
    expect(startingValues('signup')).toMatchObject({ name: '', email: '', password: '' });
    expect(form('signup')).not.toContain('Saisissez à nouveau votre mot de passe');
  });
});
