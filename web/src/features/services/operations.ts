import { graphql } from '../../gql/index.ts';

export const SERVICES_PAGE_QUERY = graphql(`
  query ServicesPage {
    servicesAll {
      id
      name
      duration
      performedOrder
      onlineBookable
      price
      parentId
      category { id name icon }
    }
    categoriesAll { id name icon kind translations { language name } }
  }
`);

export const SERVICE_QUERY = graphql(`
  query ServiceDetail($id: Int!) {
    service(id: $id) {
      id
      name
      translations { language name description }
      categoryId
      duration
      fixedDuration
      breakDuration
      clientExitDuration
      onlineBookable
      parentId
      executionOrder
      associatedServiceIds
      parts { id minutesFromStart duration }
      prices { id amount validFrom }
      price
      employeeIds
      employees { employeeId preference }
      workplaces { workplaceId preference }
      machines { machineId preference }
      childServices { id name }
    }
  }
`);

export const CREATE_SERVICE_MUTATION = graphql(`
  mutation CreateService($input: ServiceInput!) {
    createService(input: $input) {
      __typename
      ... on Service { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_SERVICE_MUTATION = graphql(`
  mutation UpdateService($id: Int!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) {
      __typename
      ... on Service { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const ADD_SERVICE_PRICE_MUTATION = graphql(`
  mutation AddServicePrice($id: Int!, $amount: Int!, $validFrom: Date) {
    addServicePrice(id: $id, amount: $amount, validFrom: $validFrom) {
      __typename
      ... on Service { id prices { id amount validFrom } price }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_SERVICE_QUERY = graphql(`
  query VerifyDeleteService($id: Int!) {
    verifyDeleteService(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_SERVICE_MUTATION = graphql(`
  mutation DeleteService($id: Int!) {
    deleteService(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const SET_SERVICES_ORDER_MUTATION = graphql(`
  mutation SetServicesOrder($services: [ServiceOrderInput!]!) {
    setServicesOrder(services: $services) {
      __typename
      ... on MutationSetServicesOrderSuccess { data { id performedOrder } }
      ...MutationErrors @unmask
    }
  }
`);

export const CREATE_CATEGORY_MUTATION = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      __typename
      ... on ServiceCategory { id name icon }
      ...MutationErrors @unmask
    }
  }
`);

export const SET_SERVICE_EMPLOYEES_MUTATION = graphql(`
  mutation SetServiceEmployees($id: Int!, $ids: [Int!]!) {
    setServiceEmployees(id: $id, ids: $ids) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const SET_SERVICE_WORKPLACES_MUTATION = graphql(`
  mutation SetServiceWorkplaces($id: Int!, $ids: [Int!]!) {
    setServiceWorkplaces(id: $id, ids: $ids) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const SET_SERVICE_MACHINES_MUTATION = graphql(`
  mutation SetServiceMachines($id: Int!, $ids: [Int!]!) {
    setServiceMachines(id: $id, ids: $ids) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_CATEGORY_MUTATION = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      __typename
      ... on ServiceCategory { id name icon kind translations { language name } }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_CATEGORY_QUERY = graphql(`
  query VerifyDeleteCategory($id: Int!) {
    verifyDeleteCategory(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_CATEGORY_MUTATION = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);
