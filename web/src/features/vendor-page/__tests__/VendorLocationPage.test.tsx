import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { getDefaultStore } from 'jotai';
import { bookingVendorAtom } from '../../../domain/bookingState.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { categoryIcon, FALLBACK_CATEGORY_ICON } from '../../../components/categoryIcon.ts';
import { categoryIconPath, FALLBACK_CATEGORY_PATH } from '../../../components/light/categoryIconPath.ts';
import { CONTENT_CUT } from '../../../components/light/categoryIconPath.ts';
import { mapsSearchUrl } from '../../../domain/address.ts';
import { VENDOR_LOCATION_PAGE_QUERY } from '../operations.ts';
import { VendorLocationPage, defaultTab, visibleTabs } from '../views/VendorLocationPage.tsx';
import { VendorContactTab } from '../views/VendorContactTab.tsx';
import { VendorAboutTab, VendorServicesTab, VendorTabRedirect } from '../views/VendorTabs.tsx';

const PICTURE = '/api/vendor-picture/10?v=1';

function locationData(description: string | null, picture: string | null = null) {
  return {
    __typename: 'Location' as const,
    id: 1,
    name: 'Lausanne Centre',
    slug: 'lausanne-centre',
    street: 'Rue de Bourg 1',
    zip: '1003',
    city: 'Lausanne',
    phone: '+41213120000',
    email: 'lausanne@salon-demo.ch',
    closedFrom: null,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      __typename: 'OpeningDay' as const,
      weekday,
      ranges:
        weekday < 6
          ? [
              { __typename: 'OpeningRange' as const, start: 540, end: 750 },
              { __typename: 'OpeningRange' as const, start: 810, end: 1110 },
            ]
          : [],
    })),
    vendor: {
      __typename: 'Vendor' as const,
      id: 10,
      slug: 'salon-demo',
      publicName: 'Salon Démo',
      liveMode: true,
      description,
      pictureUrl: picture,
      phone: null,
      timezone: 'Europe/Zurich',
      locations: [
        {
          __typename: 'Location' as const,
          id: 1,
          name: 'Lausanne Centre',
          slug: 'lausanne-centre',
          street: 'Rue de Bourg 1',
          zip: '1003',
          city: 'Lausanne',
        },
        {
          __typename: 'Location' as const,
          id: 2,
          name: 'Genève Rive',
          slug: 'geneve-rive',
          street: 'Rue du Rhône 5',
          zip: '1204',
          city: 'Genève',
        },
      ],
    },
    categories: [
      { __typename: 'ServiceCategory' as const, id: 1, name: 'Coiffure', icon: 'content_cut' },
      { __typename: 'ServiceCategory' as const, id: 2, name: 'Soins', icon: 'spa' },
      { __typename: 'ServiceCategory' as const, id: 3, name: 'Mystère', icon: 'unknown_icon' },
    ],
    services: [
      { __typename: 'Service' as const, id: 4, categoryId: 1, name: 'Coupe femme', duration: 45, price: 8500 },
      { __typename: 'Service' as const, id: 5, categoryId: 2, name: 'Soin visage', duration: 60, price: null },
    ],
  };
}

const vendorRoute = {
  path: '/:vendorSlug/:locationSlug',
  children: [
    { index: true, element: <VendorTabRedirect /> },
    { path: 'about', element: <VendorAboutTab /> },
    { path: 'services', element: <VendorServicesTab /> },
    { path: 'contact', element: <VendorContactTab /> },
  ],
};

describe('vendor page helpers', () => {
  it('hides About without a description and picks the first tab', () => {
    expect(visibleTabs(null)).toEqual(['services', 'contact']);
    expect(visibleTabs('  ')).toEqual(['services', 'contact']);
    expect(visibleTabs('Bienvenue')).toEqual(['about', 'services', 'contact']);
    expect(defaultTab('Bienvenue')).toBe('about');
    expect(defaultTab(null)).toBe('services');
  });

  it('maps icon names to Material icons with a fallback', () => {
    expect(categoryIcon('content_cut')).not.toBe(FALLBACK_CATEGORY_ICON);
    expect(categoryIcon('ContentCut')).toBe(categoryIcon('content_cut'));
    expect(categoryIcon('self_improvement')).not.toBe(FALLBACK_CATEGORY_ICON);
    expect(categoryIcon('nope')).toBe(FALLBACK_CATEGORY_ICON);
    expect(categoryIcon(null)).toBe(FALLBACK_CATEGORY_ICON);
  });

  it("maps icon names to the same icons' paths for the page drawn without MUI", () => {
    expect(categoryIconPath('content_cut')).toBe(CONTENT_CUT);
    expect(categoryIconPath('ContentCut')).toBe(CONTENT_CUT);
    expect(categoryIconPath('content-cut')).toBe(CONTENT_CUT);
    expect(categoryIconPath('self_improvement')).not.toBe(FALLBACK_CATEGORY_PATH);
    expect(categoryIconPath('nope')).toBe(FALLBACK_CATEGORY_PATH);
    expect(categoryIconPath(null)).toBe(FALLBACK_CATEGORY_PATH);
  });

  it('links the address to a Google Maps search', () => {
    expect(mapsSearchUrl({ street: 'Rue de Bourg 1', zip: '1003', city: 'Lausanne' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rue%20de%20Bourg%201%2C%201003%20Lausanne',
    );
  });
});

describe('VendorLocationPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('shows the vendor, address, categories and the About tab first', async () => {
    const router = renderVendorTree('Le meilleur salon de Lausanne.');
    expect(await screen.findByTestId('vendor-public-name')).toHaveProperty('textContent', 'Salon Démo');
    expect(screen.getByTestId('location-address').getAttribute('href')).toContain(
      'google.com/maps/search/?api=1&query=',
    );
    expect(screen.getByText('Coiffure')).toBeTruthy();
    expect(screen.getByText('Soins')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/about'));
    expect(await screen.findByTestId('vendor-description')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'À propos' })).toBeTruthy();
    // A guest keeps the vendor and goes to the public booking with a vendorId parameter.
    fireEvent.click(screen.getByRole('button', { name: 'Prendre rendez-vous' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/book'));
    expect(router.state.location.search).toMatch(/^\?vendorId=\d+$/);
    expect(getDefaultStore().get(bookingVendorAtom)?.slug).toBe('salon-demo');
  }, 20_000);

  it("shows the vendor's picture when it has one", async () => {
    renderVendorTree('Bienvenue', '/salon-demo/lausanne-centre', PICTURE);
    const picture = await screen.findByTestId('vendor-picture');
    expect(picture.getAttribute('src')).toBe(PICTURE);
    expect(picture.getAttribute('alt')).toBe('Salon Démo');
  });

  it('shows no picture frame without a picture', async () => {
    renderVendorTree('Bienvenue');
    await screen.findByTestId('vendor-public-name');
    expect(screen.queryByTestId('vendor-picture')).toBeNull();
  });

  it('goes to Services and hides About without a description', async () => {
    const router = renderVendorTree(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/services'));
    expect(await screen.findByText('Coupe femme')).toBeTruthy();
    expect(screen.getByText('CHF 85.00')).toBeTruthy();
    expect(screen.getByText('Prix sur demande')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'À propos' })).toBeNull();
  });

  it('keeps an already open child tab; Contact gives the phone and opening hours, not the address again', async () => {
    const router = renderVendorTree('Bienvenue', '/salon-demo/lausanne-centre/contact');
    expect(await screen.findByText('Genève Rive')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/contact');
    expect(screen.getByTestId('contact-phone').textContent).toBe('021 312 00 00');
    const hours = screen.getByTestId('opening-hours');
    expect(within(hours).getByRole('row', { name: /lundi/i }).textContent).toContain('09:00–12:30, 13:30–18:30');
    expect(within(hours).getByRole('row', { name: /dimanche/i }).textContent).toContain('Fermé');
  });

  it('opens the Services tab on a category from its tile', async () => {
    const router = renderVendorTree('Bienvenue');
    const tile = await screen.findByTestId('category-2');
    fireEvent.click(tile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/services'));
    expect(router.state.location.search).toBe('?category=2');
    const group = await screen.findByTestId('service-group-c2');
    expect(group.textContent).toContain('Soin visage');
    await waitFor(() => expect(document.activeElement).toBe(group));
  });
});

function renderVendorTree(
  description: string | null,
  entry = '/salon-demo/lausanne-centre',
  picture: string | null = null,
) {
  const mocks = [
    {
      request: {
        query: VENDOR_LOCATION_PAGE_QUERY,
        variables: { vendorSlug: 'salon-demo', locationSlug: 'lausanne-centre' },
      },
      result: { data: { locationBySlug: locationData(description, picture) } },
    },
  ];
  return renderPage(<VendorLocationPage />, {
    path: vendorRoute.path,
    initialEntry: entry,
    mocks,
    children: vendorRoute.children,
  }).router;
}
