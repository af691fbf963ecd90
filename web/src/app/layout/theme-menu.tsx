import { Dropdown } from '../../components/ui/dropdown';
import { useResolvedTheme, useThemePreference } from '../../lib/theme/use-theme';
import { ThemeChoices, ThemeIcon, themeLabel } from './theme-choices';

/** The navigation bar's theme menu (wide screens; the mobile menu has the same choices). */
export function ThemeMenu() {
  const preference = useThemePreference();
  const theme = useResolvedTheme();
  return (
    <Dropdown
      align="end"
      testId="theme-menu-button"
      buttonClassName="px-2.5"
      panelClassName="min-w-40"
      label={
        <>
          <ThemeIcon className="size-5" />
          <span className="sr-only">{themeLabel(preference, theme)}</span>
        </>
      }
    >
      <ThemeChoices preference={preference} variant="menu" />
    </Dropdown>
  );
}
