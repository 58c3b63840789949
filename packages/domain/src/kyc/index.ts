// Identity documents and face: upload rules and KYC outcomes.

