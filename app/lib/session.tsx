import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { UserJson } from '../../domain/accounts/user-json';
import { useToast } from '../components/toasts';
import { sessionEndpoint, signOutEndpoint } from '../../domain/accounts/auth-contract';
import { experienceAddFavoriteEndpoint, favoriteIdsEndpoint } from '../../domain/accounts/favorites-contract';
import { ApiError, useApi } from './api-client';
import { BROWSER_KEYS, clearAccountStorage, rememberUser } from './browser-storage';
import { forgetOfflineVouchers } from '../browser/service-worker';
import { useAnswer } from './use-answer';

/** The modal and its form rules load only when someone opens it: they are not part of the first paint. */
const AuthDialog = lazy(() => import('../components/auth/auth-dialog'));

export type AuthIntent = 'signIn' | 'signUp';

/**
 * What a caller of `openAuth` wants once the dialog closes: `onClosed` gets the person who signed in (or
 * up) in that dialog, or null when it was closed without signing in. Opening the dialog again (from the
 * header, say) drops a previous caller's wish, so an intent like "go on to the payment" ends with the
 * dialog it was made in.
 */
export interface AuthOptions {
  onClosed?: (user: UserJson | null) => void;
}

interface SessionValue {
  user: UserJson | null;
  favoriteIds: ReadonlySet<number>;
  openAuth: (intent?: AuthIntent, options?: AuthOptions) => void;
  /** `message`: the success toast, or null when the dialog's next step says it itself. */
  signedIn: (user: UserJson, message: string | null) => void;
  signOut: () => Promise<void>;
  toggleFavorite: (experienceId: number) => Promise<void>;
  setUser: (user: UserJson) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const NO_FAVORITES: ReadonlySet<number> = new Set();

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider>');
  return value;
}

/**
 * Who is signed in, for every component: the server resolves the HttpOnly session cookie when it renders
 * a page for this visitor alone (root loader). A page every visitor shares says nothing about anyone
 * (`initialUser` undefined, decision 0034): once it runs, the browser asks `GET /api/v1/session`. This keeps
 * the answer, the favourite hearts and the sign-in modal in one place. `userData` is also written to
 * storage (docs/product.md § Constants, browser storage keys) for the UI only; it holds no secret.
 */
export function SessionProvider({
  initialUser,
  children,
}: {
  /** The signed-in person, null for nobody, undefined when the page does not know (a shared page). */
  initialUser: UserJson | null | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [user, setUserState] = useState(initialUser ?? null);
  // Whether `user` is the server's answer yet: until then nobody is shown, and nothing acts as signed out.
  const [known, setKnown] = useState(initialUser !== undefined);
  const [auth, setAuth] = useState<{ open: boolean; intent: AuthIntent }>({ open: false, intent: 'signIn' });

  // A new answer from the server (the root loader revalidated) replaces the user, adjusted while rendering
  // rather than by an effect that would first paint the old one.
  const [userFrom, setUserFrom] = useState(initialUser);
  if (initialUser !== userFrom) {
    setUserFrom(initialUser);
    if (initialUser !== undefined) {
      setUserState(initialUser);
      setKnown(true);
    }
  }

  // A shared page's visitor: who is signed in is asked once the page runs in the browser.
  const session = useAnswer(known ? null : 'session', async (signal) => {
    const answer = await api(sessionEndpoint, { signal });
    if (answer.user) rememberUser(answer.user);
    return answer.user;
  });
  // Adjusted while rendering: the answer (or an unreachable server: the page stays as for a visitor;
  // signing in still works) makes the user known.
  if (!known && session.settled) {
    if (session.data !== undefined) setUserState(session.data);
    setKnown(true);
  }

  const setUser = useCallback((next: UserJson) => {
    setUserState(next);
    rememberUser(next);
  }, []);

  // Hearts everywhere read one set, loaded once per signed-in user and kept with whose it is: anyone
  // else (or no one) sees none until their own arrive.
  const userId = user?.id;
  const favorites = useAnswer(userId === undefined ? null : `favorite-ids/${userId}`, (signal) =>
    api(favoriteIdsEndpoint, { signal }).then(({ ids }): ReadonlySet<number> => new Set(ids)),
  );
  const favoriteIds = favorites.data ?? NO_FAVORITES;
  const { update: updateFavorites } = favorites;
  const markFavorite = useCallback(
    async (experienceId: number) => {
      try {
        const { favorite: on } = await api(experienceAddFavoriteEndpoint, {
          params: { id: experienceId },
          body: { type: 'experiences' },
        });
        updateFavorites((current) => {
          const next = new Set(current ?? NO_FAVORITES);
          if (on) next.add(experienceId);
          else next.delete(experienceId);
          return next;
        });
      } catch (error) {
        toast({ kind: 'error', message: error instanceof ApiError ? error.message : t('errors.internal') });
      }
    },
    [api, updateFavorites, toast, t],
  );

  // docs/product.md § Pages: `?showSignUp=true` opens sign-up for a visitor, then leaves the URL.
  // `?accountDeleted=1` is where a deleted account lands after the full reload that forgets it: say it was
  // done.
  const showSignUp = searchParams.get('showSignUp') === 'true';
  const accountDeleted = searchParams.has('accountDeleted');
  useEffect(() => {
    if (!known || (!showSignUp && !accountDeleted)) return;
    // Opened once the page runs in the browser, as a visitor's click would: the server renders the page
    // without the dialog (its code loads on demand), and the address is cleaned up right after.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (showSignUp && !user) setAuth({ open: true, intent: 'signUp' });
    if (accountDeleted) toast({ kind: 'success', message: t('profile.accountDeleted') });
    setSearchParams(
      (params) => {
        params.delete('showSignUp');
        params.delete('accountDeleted');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [known, showSignUp, accountDeleted, user, setSearchParams, toast, t]);

  /** The open dialog's caller and who signed in through it (see AuthOptions). */
  const authRun = useRef<{ onClosed?: AuthOptions['onClosed']; user: UserJson | null }>({ user: null });
  const openAuth = useCallback((intent: AuthIntent = 'signIn', options: AuthOptions = {}) => {
    authRun.current = { onClosed: options.onClosed, user: null };
    setAuth({ open: true, intent });
  }, []);
  const closeAuth = useCallback(() => {
    const run = authRun.current;
    authRun.current = { user: null };
    setAuth((current) => ({ ...current, open: false }));
    run.onClosed?.(run.user);
  }, []);

  const signedIn = useCallback(
    (next: UserJson, message: string | null) => {
      authRun.current.user = next;
      setUser(next);
      localStorage.removeItem(BROWSER_KEYS.referent);
      if (message !== null) toast({ kind: 'success', message });
      // docs/product.md § Sign-in dialog: lists reload as a new search on page 1, now with this person's
      // view.
      void revalidator.revalidate();
    },
    [setUser, toast, revalidator],
  );

  const signOut = useCallback(async () => {
    await api(signOutEndpoint).catch(() => undefined);
    clearAccountStorage();
    await forgetOfflineVouchers();
    setUserState(null);
    toast({ kind: 'success', message: t('navbar.signOutSuccess') });
    void revalidator.revalidate();
  }, [api, toast, t, revalidator]);

  const toggleFavorite = useCallback(
    async (experienceId: number) => {
      if (!known) return;
      if (!user) {
        openAuth('signIn');
        return;
      }
      await markFavorite(experienceId);
    },
    [known, user, openAuth, markFavorite],
  );

  return (
    <SessionContext.Provider
      value={{ user, favoriteIds, openAuth, signedIn, signOut, toggleFavorite, setUser }}
    >
      {children}
      {auth.open && (
        <Suspense fallback={null}>
          <AuthDialog intent={auth.intent} onClose={closeAuth} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
