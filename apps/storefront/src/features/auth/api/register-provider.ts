import type { ProviderSignupFormValues, RegisterProviderRequest } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// POST /api/Auth/register-provider (spec 7.1). The account starts pending admin approval and the
// API mails the verification link.

export function toRegisterProviderRequest(values: ProviderSignupFormValues): RegisterProviderRequest {
  return {
    FirstName: values.firstName,
    LastName: values.lastName,
    Email: values.email,
    PhoneNumber: values.phoneNumber,
    Password: values.password,
    BusinessName: values.businessName,
    BusinessCategoryId: values.businessCategoryId,
    PrimaryLocation: values.primaryLocation,
    // Optional details go as typed; empty strings are what the API stores for "not given".
    ContactName: values.contactName,
    BusinessAddress: values.businessAddress,
    Website: values.website,
    BusinessDescription: values.businessDescription,
  };
}

export function useRegisterProvider() {
  const api = useApi();
  return useMutation({
    mutationFn: (values: ProviderSignupFormValues) => api.auth.registerProvider(toRegisterProviderRequest(values)),
  });
}
