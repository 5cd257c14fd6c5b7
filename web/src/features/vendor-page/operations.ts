// Spec §2 vendor public page: the location, its categories and services, and the vendor's other public locations.
// Written as a /* GraphQL */ literal (codegen reads it) and used through the typed document codegen
// writes for the public path (gql/public.ts): the page runs on the light client (lib/useGraphQL.ts),
// so a visitor downloads neither Apollo nor every document of the app.
export { VendorLocationPageDocument as VENDOR_LOCATION_PAGE_QUERY } from '../../gql/public.ts';

/* GraphQL */ `
  query VendorLocationPage($vendorSlug: String!, $locationSlug: String!) {
    locationBySlug(vendorSlug: $vendorSlug, locationSlug: $locationSlug) {
      id
      name
      slug
      street
      zip
      city
      phone
      email
      closedFrom
      openingHours {
        weekday
        ranges {
          start
          end
        }
      }
      vendor {
        id
        slug
        publicName
        liveMode
        description
        descriptionLanguage
        pictureUrl
        phone
        timezone
        locations {
          id
          name
          slug
          street
          zip
          city
        }
      }
      categories {
        id
        name
        ...CategoryTile_category
      }
      services {
        id
        categoryId
        ...ServiceRow_service
      }
    }
  }
`;
