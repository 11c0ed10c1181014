import type { CustomerRegistrationFormValues } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

// POST /api/Auth/register (spec 7.1). The API creates the account and mails the verification link.

export function useRegisterCustomer() {
  const api = useApi();
  return useMutation({
    mutationFn: (values: CustomerRegistrationFormValues) =>
      api.auth.register({
        FirstName: values.firstName,
        LastName: values.lastName,
        Email: values.email,
        PhoneNumber: values.phoneNumber,
        Password: values.password,
      }),
  });
}
