import { graphql } from '../../gql/index.ts';

export const SETTINGS_VENDOR_QUERY = graphql(`
  query SettingsVendor($id: Int!) {
    vendor(id: $id) {
      id
      name
      email
      phone
      street
      zip
      city
      website
      vatNumber
      vatRate
      iban
      requireTwoFactorForAdmins
      publicName
      slug
      defaultLanguage
      calendarColor
      category
      regionName
      picture
      descriptions { language description }
      onboardingCompleted
      liveMode
      workplacesEnabled
      machinesEnabled
      flexibleTimetable
      timezone
      minStart
      maxEnd
      capacityThreshold
      displayType
      emailDefaultLanguage
      reminderEmailEnabled
      reminderEmailHours
      reminderSmsEnabled
      reminderSmsHours
      actualFreeTimeSlotFirstBooking
      recommendSlots
      availableBookingsInterval
      bookingSlotsPropositionInterval
      cancellationNotice
      calendarLock
      dailyServiceLimit
      requireConfirmationAboveNoShows
      waitlistMode
      waitlistHoldMinutes
      numberOfVisitForVoucher
      pointsPerChfConversion
      loyaltyVoucherValue
      smsCredits
    }
  }
`);

export const UPDATE_VENDOR_MUTATION = graphql(`
  mutation UpdateVendorSettings($id: Int!, $scope: VendorScope!, $input: VendorInput!) {
    updateVendor(id: $id, scope: $scope, input: $input) {
      __typename
      ... on Vendor { id }
      ...MutationErrors @unmask
    }
  }
`);

export const VENDOR_TAKEN_QUERY = graphql(`
  query VendorFieldTaken($id: Int!, $email: String, $name: String, $phone: String, $publicName: String) {
    vendors(id: $id, email: $email, name: $name, phone: $phone, publicName: $publicName, appId: 1) {
      items { id }
    }
  }
`);

export const VENDOR_SLUG_QUERY = graphql(`
  query VendorSlugTaken($slug: String!) {
    vendorBySlug(slug: $slug) { id }
  }
`);

export const SMS_CREDITS_QUERY = graphql(`
  query SmsCredits($vendorId: Int) {
    remainingSmsCredits(vendorId: $vendorId) { remainingCredits }
  }
`);

export const START_CHAT_MUTATION = graphql(`
  mutation StartChatIntegration($vendorId: Int!) {
    startChatIntegration(vendorId: $vendorId) { vendorId connected state }
  }
`);

export const CLEAR_CHAT_STATE_MUTATION = graphql(`
  mutation ClearChatIntegrationState($vendorId: Int!) {
    clearChatIntegrationState(vendorId: $vendorId) { vendorId connected state }
  }
`);

export const REVOKE_CHAT_MUTATION = graphql(`
  mutation RevokeChatIntegration($vendorId: Int!) {
    revokeChatIntegration(vendorId: $vendorId) { vendorId connected state }
  }
`);

export const CHAT_STATE_QUERY = graphql(`
  query ChatIntegrationState($vendorId: Int!) {
    chatIntegration(vendorId: $vendorId) { vendorId connected state }
  }
`);

export const API_KEYS_QUERY = graphql(`
  query ApiKeys {
    apiKeys { id name role prefix createdAt lastUsedAt }
  }
`);

export const CREATE_API_KEY_MUTATION = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreatedApiKey { id name role prefix key }
      ...MutationErrors @unmask
    }
  }
`);

export const REVOKE_API_KEY_MUTATION = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      __typename
      ... on DeleteResult { id }
      ...MutationErrors @unmask
    }
  }
`);

export const WEBHOOKS_QUERY = graphql(`
  query Webhooks {
    webhooks { id url events enabled disabledReason disabledAt createdAt }
  }
`);

export const CREATE_WEBHOOK_MUTATION = graphql(`
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreatedWebhook { id url events enabled secret }
      ...MutationErrors @unmask
    }
  }
`);

export const UPDATE_WEBHOOK_MUTATION = graphql(`
  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      __typename
      ... on Webhook { id url events enabled disabledReason disabledAt }
      ...MutationErrors @unmask
    }
  }
`);

export const DELETE_WEBHOOK_MUTATION = graphql(`
  mutation DeleteWebhook($id: Int!) {
    deleteWebhook(id: $id) {
      __typename
      ... on DeleteResult { id }
      ...MutationErrors @unmask
    }
  }
`);

export const WEBHOOK_DELIVERIES_QUERY = graphql(`
  query WebhookDeliveries($webhookId: Int!, $page: Int) {
    webhookDeliveries(webhookId: $webhookId, page: $page, limit: 10) {
      items { id event status attempts lastStatusCode lastError nextAttemptAt deliveredAt createdAt }
      pagination { ...PaginationFields @unmask }
    }
  }
`);
