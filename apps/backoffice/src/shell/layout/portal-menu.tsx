import ViewListIcon from '@mui/icons-material/ViewList';
import { createElement } from 'react';
import { Menu, useCanAccessResources, useCreatePath, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { useT } from '@/i18n/text';
import { usePortal, type PortalPage } from '../portal-context';
import { BadgedMenuItemLink } from './badged-menu-item-link';
import { useMenuBadges } from './menu-badges';

/**
 * The portal's landing page and its other custom pages, then every resource with a list the user may open, in the order the
 * portal declares its <Resource>s, each with its icon and an optional live count, then the custom pages that close the
 * menu (settings and reports, beside the audit log).
 */
export function PortalMenu() {
  const { landing, pages = [], lastPages = [] } = usePortal();
  const definitions = useResourceDefinitions();
  const names = Object.keys(definitions).filter((name) => definitions[name]?.hasList);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  const badges = useMenuBadges();
  const t = useT();
  // An element, not a component of its own: the menu list hands its items focus props.
  const pageLink = (page: PortalPage) => (
    <BadgedMenuItemLink
      key={page.path}
      to={page.path}
      primaryText={t(page.label)}
      leftIcon={createElement(page.icon)}
      badge={page.badge ? badges[page.badge] : undefined}
    />
  );
  return (
    <Menu>
      <BadgedMenuItemLink to={landing.path} primaryText={t(landing.label)} leftIcon={createElement(landing.icon)} />
      {pages.map(pageLink)}
      {names
        .filter((name) => canAccess?.[name])
        .map((name) => (
          <BadgedMenuItemLink
            key={name}
            to={createPath({ resource: name, type: 'list' })}
            primaryText={resourceLabel(name, 2)}
            leftIcon={createElement(definitions[name]?.icon ?? ViewListIcon)}
            badge={badges[name]}
          />
        ))}
      {lastPages.map(pageLink)}
    </Menu>
  );
}
