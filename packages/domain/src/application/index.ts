// The borrower application: personal, work and contacts, questionnaire, bank account.

