print("transitions-bench: not yet implemented")
