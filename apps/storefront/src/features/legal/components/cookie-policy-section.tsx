import { CookieSettingsControl } from './cookie-settings-control';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';

// The categories are the cookie banner's (necessary, analytics, marketing). The entries listed are
// what the storefront really keeps in the browser: it uses local storage, not cookies, and runs no
// analytics or marketing tools today, which the policy says plainly.

/** Which data the site keeps in your browser, under the cookie banner's three categories. */
export function CookiePolicySection() {
  return (
    <PolicySection id="cookie-policy" title="Cookie Policy">
      <PolicyPart title="What we store in your browser">
        <PolicyText>
          Cookies and similar technologies such as your browser&apos;s local storage let a website remember things
          between visits. This site keeps a few entries in local storage; this policy calls them cookies too, because
          the same rules apply to them.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="Necessary (always active)">
        <PolicyText>Needed for the site to work; they need no consent and cannot be switched off.</PolicyText>
        <PolicyList
          items={[
            'Your sign-in session (“persist:root”): keeps you signed in and renews your session. Removed when you sign out.',
            'Your cookie choice (“cookie-consent”): remembers what you chose in the cookie banner, so it does not ask on every page.',
            'Your theme (“theme-preference”): light, dark or the system setting.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Analytics (optional)">
        <PolicyText>
          Would help us understand how the site is used so we can improve it. We do not run any analytics tools at the
          moment. If we add them, they will only load after you choose Accept All, and this policy will list them.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="Marketing (optional)">
        <PolicyText>
          Would let us show you offers that match your interests. We do not use any marketing cookies at the moment; if
          we do, they will only load with your consent and be listed here.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="Your choices">
        <PolicyText>
          The cookie banner offers Accept All, Necessary Only and Settings. Closing the banner stores nothing, so it
          asks again on your next visit. You can change your mind at any time: clear your choice below and the banner
          will ask again, or clear this site&apos;s data in your browser settings.
        </PolicyText>
        <CookieSettingsControl />
      </PolicyPart>
    </PolicySection>
  );
}
