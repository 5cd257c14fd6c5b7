import { graphql } from '../../gql/index.ts';

export const MACHINES_PAGE_QUERY = graphql(`
  query MachinesPage {
    machinesAll {
      id
      name
      location { id name }
      machineModel { id name }
      services { serviceId }
    }
    machineModelsAll { id name serviceIds machines { id } }
  }
`);

export const MACHINE_QUERY = graphql(`
  query MachineDetail($id: Int!) {
    machine(id: $id) {
      id
      name
      locationId
      machineModelId
      services { serviceId }
      workplaces { id }
    }
  }
`);

export const CREATE_MACHINE_MUTATION = graphql(`
  mutation CreateMachine($input: MachineInput!) {
    createMachine(input: $input) {
      __typename
      ... on Machine { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_MACHINE_MUTATION = graphql(`
  mutation UpdateMachine($id: Int!, $input: MachineInput!) {
    updateMachine(id: $id, input: $input) {
      __typename
      ... on Machine { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const VERIFY_DELETE_MACHINE_QUERY = graphql(`
  query VerifyDeleteMachine($id: Int!) {
    verifyDeleteMachine(id: $id) { canDelete dependencies { kind count } }
  }
`);

export const DELETE_MACHINE_MUTATION = graphql(`
  mutation DeleteMachine($id: Int!) {
    deleteMachine(id: $id) {
      __typename
      ...MutationErrors @unmask
    }
  }
`);

export const CREATE_MACHINE_MODEL_MUTATION = graphql(`
  mutation CreateMachineModel($input: MachineModelInput!) {
    createMachineModel(input: $input) {
      __typename
      ... on MachineModel { id name }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_MACHINE_MODEL_MUTATION = graphql(`
  mutation UpdateMachineModel($id: Int!, $input: MachineModelInput!) {
    updateMachineModel(id: $id, input: $input) {
      __typename
      ... on MachineModel { id name }
      ...MutationErrors @unmask
    }
  }
`);
