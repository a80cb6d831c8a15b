print("transitions-preview: not yet implemented")
