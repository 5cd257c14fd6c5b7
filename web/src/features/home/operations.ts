// The home page's documents: /* GraphQL */ literals read by codegen, used through the generated
// typed documents, so the first public page does not carry the map of every document of the app.
export { DirectorySearchDocument as DIRECTORY_SEARCH_QUERY } from '../../gql/graphql.ts';

/* GraphQL */ `
  query DirectorySearch($search: String, $category: String, $region: String, $page: Int) {
    directoryFilters {
      categories
      regions
    }
    directory(search: $search, category: $category, region: $region, page: $page, limit: 12) {
      items {
        id
        name
        slug
        street
        zip
        city
        vendor {
          id
          slug
          publicName
          pictureUrl
          category
          regionName
        }
      }
      pagination {
        ...PaginationFields @unmask
      }
    }
  }
`;
