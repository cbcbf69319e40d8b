import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { LANGUAGE_CODES, LANGUAGES } from '../../i18n/languages.ts';
import { useSwitchLanguage } from '../language-sync.tsx';
import { DropdownShell } from './dropdown-shell.tsx';
import type { DropdownProps } from './menu-button.tsx';
import { UserMenuTrigger, type UserMenuProps } from './user-menu.tsx';

/** The chosen language's mark (hidden from screen readers: the radio item says it is checked). */
const CHECKED = '✓';

const ITEM =
  'flex min-h-touch cursor-pointer items-center gap-2 px-4 text-gray-900 outline-none data-[highlighted]:bg-primary-50';

/** The user menu's dropdown (src/app/layout/user-menu.tsx): the language, and Logout. Loaded on its first open. */
export function UserDropdown({ name, onLogout, defaultOpen, fromKeyboard }: UserMenuProps & DropdownProps) {
  const { language } = useLanguage();
  const intl = useIntl();
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownShell
      trigger={<UserMenuTrigger name={name} onLogout={onLogout} />}
      defaultOpen={defaultOpen}
      fromKeyboard={fromKeyboard}
      align="end"
      className="z-40 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
    >
      <DropdownMenu.Label className="px-4 pt-1 text-xs font-medium text-gray-600">
        {intl.formatMessage({ id: 'app.userMenu.language', defaultMessage: 'Language' })}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={language}
        onValueChange={(value) => void switchLanguage(value as (typeof LANGUAGE_CODES)[number])}
      >
        {LANGUAGE_CODES.map((code) => (
          // A language by its own name, in every language: a person finds theirs whichever is shown.
          <DropdownMenu.RadioItem key={code} value={code} lang={code} className={ITEM}>
            <span aria-hidden="true" className="w-4">
              <DropdownMenu.ItemIndicator>{CHECKED}</DropdownMenu.ItemIndicator>
            </span>
            {LANGUAGES[code].name}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
      <DropdownMenu.Item onSelect={onLogout} className={ITEM}>
        {intl.formatMessage({ id: 'app.userMenu.logout', defaultMessage: 'Logout' })}
      </DropdownMenu.Item>
    </DropdownShell>
  );
}
