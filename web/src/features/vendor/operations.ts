import { graphql } from '../../gql/index.ts';

// Spec §2 vendor public page: the location, its categories and services, and the vendor's other public locations.
export const VENDOR_LOCATION_PAGE_QUERY = graphql(`
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
`);
