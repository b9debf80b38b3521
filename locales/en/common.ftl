# Words every game needs. Numbers use CLDR plural forms: one / other.

points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
yes = Yes
no = No
something-went-wrong = Something went wrong. Please try again.
